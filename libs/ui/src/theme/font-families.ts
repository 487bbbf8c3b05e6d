// Font stacks. Satoshi is the heading and body face; Sailec and Cooper are declared in fonts.css for the places
// that use them. Licensed files may be missing, so every stack ends in system fonts that look close enough.
const systemFallback = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

export const fontFamilies = {
  heading: `"Satoshi", ${systemFallback}`,
  body: `"Satoshi", ${systemFallback}`,
  sailec: `"Sailec", ${systemFallback}`,
  cooper: `"Cooper", Georgia, "Times New Roman", serif`,
} as const;
