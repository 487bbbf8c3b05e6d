// The JSX plugin every browser-side build and test shares. React's API is served by Preact here
// (libs/react-on-preact; README, "React's API on Preact"), and React Fast Refresh needs React's own renderer: with it
// on, an edited component's module was accepted and nothing re-rendered. Without it, an edit reloads the page.
import react from '@vitejs/plugin-react';

export const reactPlugin = () => react({ refreshExclude: /./ });
