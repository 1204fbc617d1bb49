// The careers screens' routes (below /admin), for editors and admins.
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shell/lazyScreen';
import { RequireRole } from '../../shell/RequireSession';

// Loaded when first opened (see lazyScreen).
const ApplicationDetailScreen = lazyScreen(() => import('./ApplicationDetailScreen'), 'ApplicationDetailScreen');
const ApplicationsScreen = lazyScreen(() => import('./ApplicationsScreen'), 'ApplicationsScreen');
const CompanyScreen = lazyScreen(() => import('./CompanyScreen'), 'CompanyScreen');
const JobEditorScreen = lazyScreen(() => import('./JobEditorScreen'), 'JobEditorScreen');
const JobsScreen = lazyScreen(() => import('./JobsScreen'), 'JobsScreen');
const LocationsScreen = lazyScreen(() => import('./LocationsScreen'), 'LocationsScreen');

const editor = (element: React.ReactNode) => <RequireRole min="editor">{element}</RequireRole>;

export const careersRoutes: RouteObject[] = [
  { path: 'company', element: editor(<CompanyScreen />) },
  { path: 'locations', element: editor(<LocationsScreen />) },
  { path: 'jobs', element: editor(<JobsScreen />) },
  { path: 'jobs/:id', element: editor(<JobEditorScreen />) },
  { path: 'applications', element: editor(<ApplicationsScreen />) },
  { path: 'applications/:id', element: editor(<ApplicationDetailScreen />) },
];
