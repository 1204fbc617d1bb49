/** What each API key scope allows, for people choosing scopes. */
export const scopeDescriptions: Record<string, string> = {
  'content:read': 'Read the careers content: company profile, locations, jobs',
  'content:write': 'Create and change careers content, upload files',
  'calendar:write': 'Create and change calendar events',
  'feeds:read': 'Only the job feed for job boards (jobs.xml), with the key in its URL; cannot be combined with other scopes',
};
