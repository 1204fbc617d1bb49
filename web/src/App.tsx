import { createBrowserRouter, RouterProvider } from 'react-router';
import { SessionProvider } from './auth/SessionContext';
import { ApiKeysScreen } from './screens/ApiKeysScreen';
import { careersRoutes } from './screens/careers/routes';
import { EventEditorScreen } from './screens/calendar/EventEditorScreen';
import { EventsScreen } from './screens/calendar/EventsScreen';
import { OrganizersScreen } from './screens/calendar/OrganizersScreen';
import { CategoriesScreen, TagsScreen } from './screens/calendar/TermsScreen';
import { VenuesScreen } from './screens/calendar/VenuesScreen';
import { DashboardScreen } from './screens/DashboardScreen';
import { LoginScreen } from './screens/LoginScreen';
import { MediaLibraryScreen } from './screens/media/MediaLibraryScreen';
import { NotFoundScreen } from './screens/NotFoundScreen';
import { UsersScreen } from './screens/UsersScreen';
import { RequireRole, RequireSession } from './shell/RequireSession';
import { Shell } from './shell/Shell';

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
              path: 'keys',
              element: (
                <RequireRole min="admin">
                  <ApiKeysScreen />
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
