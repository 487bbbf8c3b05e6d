// Storybook for the design system (libs/ui): every component in both looks, light and dark.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../libs/ui/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // No addons: the look/mode toolbar is plain globalTypes. Prop tables are off to keep CI builds fast.
  typescript: { reactDocgen: false },
  // MUI marks every module 'use client'; bundling for the browser drops that on purpose. Hiding those
  // hundreds of warnings keeps real ones (and the expected "/fonts/... resolved at runtime" notes) visible.
  viteFinal: (viteConfig) => {
    const previous = viteConfig.build?.rolldownOptions?.onwarn;
    return {
      ...viteConfig,
      build: {
        ...viteConfig.build,
        // One preview bundle holds every story (date pickers and editor included); its size does not reach any app.
        chunkSizeWarningLimit: 3000,
        rolldownOptions: {
          ...viteConfig.build?.rolldownOptions,
          onwarn(warning, defaultHandler) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            if (previous) previous(warning, defaultHandler);
            else defaultHandler(warning);
          },
        },
      },
    };
  },
};

export default config;
