/** The profile and settings pages, loaded together as the area's chunk. */
import '../mantine-styles';

export { ProfilePage } from './profile-page';
export { SettingsPage } from './settings-page';
