import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import '@mantine/notifications/styles.css';
import { createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const pageControls = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

// Animations follow the system's reduced-motion setting. Icon-only
// controls of Mantine's components get accessible names.
const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'sm',
  respectReducedMotion: true,
  components: {
    InputClearButton: { defaultProps: { 'aria-label': 'Clear' } },
    // A badge is never cut short ("ACTI…"): it keeps its width, a table scrolls instead.
    Badge: { styles: { root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible', textOverflow: 'clip' } } },
    Pagination: { defaultProps: { getControlProps: (control: keyof typeof pageControls) => ({ 'aria-label': pageControls[control] }) } },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      {/* At the bottom: toasts at the top covered the close buttons of dialogs. */}
      <Notifications position="bottom-center" />
      <App />
    </MantineProvider>
  </StrictMode>,
);
