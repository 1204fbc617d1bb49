import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import '@mantine/notifications/styles.css';
import './a11y.css';
import { createTheme, darken, defaultVariantColorsResolver, MantineProvider, parseThemeColor, type CSSVariablesResolver, type VariantColorsResolver } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const pageControls = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

// Animations follow the system's reduced-motion setting. Icon-only
// controls of Mantine's components get accessible names.
const dateControls = { nextLabel: 'Next', previousLabel: 'Previous', hideOutsideDates: true };

// Filled badges and buttons of other colours than the primary one: white
// text needs a darker background than Mantine's (orange 3.6:1, green 3.4:1).
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (input.variant === 'filled' && parsed.isThemeColor && parsed.color !== input.theme.primaryColor) {
    const shade9 = input.theme.colors[parsed.color][9];
    return { ...colors, background: darken(shade9, 0.25), hover: darken(shade9, 0.35), color: 'var(--mantine-color-white)' };
  }
  return colors;
};

// WCAG AA contrast (4.5:1, checked by axe in the browser tests): the
// primary colour one shade darker, and darker text on light tints and for
// dimmed text than Mantine's defaults (3.3:1 to 4.3:1).
const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 8,
  variantColorResolver,
  defaultRadius: 'sm',
  respectReducedMotion: true,
  components: {
    InputClearButton: { defaultProps: { 'aria-label': 'Clear' } },
    CloseButton: { defaultProps: { 'aria-label': 'Close' } },
    Calendar: { defaultProps: dateControls },
    DateInput: { defaultProps: dateControls },
    DatePicker: { defaultProps: dateControls },
    DatePickerInput: { defaultProps: dateControls },
    DateTimePicker: { defaultProps: dateControls },
    // A badge is never cut short ("ACTI…"): it keeps its width, a table scrolls instead.
    Badge: { styles: { root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible', textOverflow: 'clip' } } },
    Pagination: { defaultProps: { getControlProps: (control: keyof typeof pageControls) => ({ 'aria-label': pageControls[control] }) } },
  },
});

const contrast: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(Object.keys(t.colors).map((name) => [`--mantine-color-${name}-light-color`, darken(t.colors[name][9], 0.3)])),
  },
  dark: {},
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={contrast}>
      {/* At the bottom: toasts at the top covered the close buttons of dialogs. */}
      <Notifications position="bottom-center" />
      <App />
    </MantineProvider>
  </StrictMode>,
);
