// Query-key factory and mutations for settings: departments, job titles, staff roles, locations, roles, permissions.
export { settingsQueries, PICKER_QUERY, type SettingsResource } from './settings.queries';
export { useSettingsMutations } from './use-settings-mutations';
export { useCreatePermission } from './use-create-permission';
