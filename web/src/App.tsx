import { createBrowserRouter, RouterProvider } from 'react-router';
import { SessionProvider } from './auth/SessionContext';
import { careersRoutes } from './screens/careers/routes';
import { LoginScreen } from './screens/LoginScreen';
import { NotFoundScreen } from './screens/NotFoundScreen';
import { lazyScreen } from './shell/lazyScreen';
import { RequireRole, RequireSession } from './shell/RequireSession';
import { Shell } from './shell/Shell';

// Each screen is loaded when first opened (see lazyScreen).
const ApiKeysScreen = lazyScreen(() => import('./screens/ApiKeysScreen'), 'ApiKeysScreen');
const WebhooksScreen = lazyScreen(() => import('./screens/WebhooksScreen'), 'WebhooksScreen');
const AppPasswordsScreen = lazyScreen(() => import('./screens/AppPasswordsScreen'), 'AppPasswordsScreen');
const EventEditorScreen = lazyScreen(() => import('./screens/calendar/EventEditorScreen'), 'EventEditorScreen');
const EventsScreen = lazyScreen(() => import('./screens/calendar/EventsScreen'), 'EventsScreen');
const OrganizersScreen = lazyScreen(() => import('./screens/calendar/OrganizersScreen'), 'OrganizersScreen');
const CategoriesScreen = lazyScreen(() => import('./screens/calendar/TermsScreen'), 'CategoriesScreen');
const TagsScreen = lazyScreen(() => import('./screens/calendar/TermsScreen'), 'TagsScreen');
const VenuesScreen = lazyScreen(() => import('./screens/calendar/VenuesScreen'), 'VenuesScreen');
const DashboardScreen = lazyScreen(() => import('./screens/DashboardScreen'), 'DashboardScreen');
const MediaLibraryScreen = lazyScreen(() => import('./screens/media/MediaLibraryScreen'), 'MediaLibraryScreen');
const UsersScreen = lazyScreen(() => import('./screens/UsersScreen'), 'UsersScreen');
const TrashScreen = lazyScreen(() => import('./screens/TrashScreen'), 'TrashScreen');

// Every screen of the admin, below /admin. The server answers unknown
// paths there with index.html, so deep links work.
const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginScreen /> },
    {
      element: <RequireSession />,
      children: [
        {
          element: <Shell />,
          children: [
            { index: true, element: <DashboardScreen /> },
            ...careersRoutes,
            { path: 'media', element: <MediaLibraryScreen /> },
            {
              path: 'trash',
              element: (
                <RequireRole min="editor">
                  <TrashScreen />
                </RequireRole>
              ),
            },
            {
              path: 'keys',
              element: (
                <RequireRole min="admin">
                  <ApiKeysScreen />
                </RequireRole>
              ),
            },
            {
              path: 'webhooks',
              element: (
                <RequireRole min="admin">
                  <WebhooksScreen />
                </RequireRole>
              ),
            },
            { path: 'calendar/events', element: <EventsScreen /> },
            { path: 'calendar/events/new', element: <EventEditorScreen /> },
            { path: 'calendar/events/:id', element: <EventEditorScreen /> },
            ...(
              [
                ['calendar/venues', <VenuesScreen />],
                ['calendar/organizers', <OrganizersScreen />],
                ['calendar/categories', <CategoriesScreen />],
                ['calendar/tags', <TagsScreen />],
              ] as const
            ).map(([path, screen]) => ({ path, element: <RequireRole min="editor">{screen}</RequireRole> })),
            {
              path: 'users',
              element: (
                <RequireRole min="admin">
                  <UsersScreen />
                </RequireRole>
              ),
            },
            {
              path: 'users/:id/app-passwords',
              element: (
                <RequireRole min="admin">
                  <AppPasswordsScreen />
                </RequireRole>
              ),
            },
            { path: 'app-passwords', element: <AppPasswordsScreen /> },
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ],
  { basename: '/admin' },
);

export function App() {
  return (
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}
