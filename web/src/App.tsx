import { createBrowserRouter, RouterProvider } from 'react-router';
import { SessionProvider } from './auth/SessionContext';
import { ApiKeysScreen } from './screens/ApiKeysScreen';
import { careersRoutes } from './screens/careers/routes';
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
