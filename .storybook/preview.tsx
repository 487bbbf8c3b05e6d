// Every story renders inside CrewbaseThemeProvider; the toolbar picks the look (staff/admin) and colour mode.
import type { Decorator, Preview } from '@storybook/react-vite';
import { COLOR_MODE_STORAGE_KEY, CrewbaseThemeProvider, type ColorMode, type CrewbaseLook } from '@crewbase/ui';

const withCrewbaseTheme: Decorator = (Story, context) => {
  const look = (context.globals.look ?? 'staff') as CrewbaseLook;
  const mode = (context.globals.mode ?? 'light') as ColorMode;
  // The provider reads the stored mode, as in the apps; the toolbar stores it and remounts the provider.
  localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  return (
    <CrewbaseThemeProvider key={`${look}-${mode}`} look={look}>
      <Story />
    </CrewbaseThemeProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    look: {
      description: 'Staff portal or admin console look',
      toolbar: {
        title: 'Look',
        icon: 'user',
        items: [
          { value: 'staff', title: 'Staff look' },
          { value: 'admin', title: 'Admin look' },
        ],
        dynamicTitle: true,
      },
    },
    mode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Mode',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { look: 'staff', mode: 'light' },
  decorators: [withCrewbaseTheme],
  parameters: { layout: 'padded' },
};

export default preview;
