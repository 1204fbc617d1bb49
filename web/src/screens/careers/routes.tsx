// The careers screens' routes (below /admin), for editors and admins.
import type { RouteObject } from 'react-router';
import { RequireRole } from '../../shell/RequireSession';
import { ApplicationDetailScreen } from './ApplicationDetailScreen';
import { ApplicationsScreen } from './ApplicationsScreen';
import { CompanyScreen } from './CompanyScreen';
import { JobEditorScreen } from './JobEditorScreen';
import { JobsScreen } from './JobsScreen';
import { LocationsScreen } from './LocationsScreen';

const editor = (element: React.ReactNode) => <RequireRole min="editor">{element}</RequireRole>;

export const careersRoutes: RouteObject[] = [
  { path: 'company', element: editor(<CompanyScreen />) },
  { path: 'locations', element: editor(<LocationsScreen />) },
  { path: 'jobs', element: editor(<JobsScreen />) },
  { path: 'jobs/:id', element: editor(<JobEditorScreen />) },
  { path: 'applications', element: editor(<ApplicationsScreen />) },
  { path: 'applications/:id', element: editor(<ApplicationDetailScreen />) },
];
