/** The default theme: globals and components for light and dark, mapped to CSS custom properties. */
export const theme = {
  light: {
    globals: {
      colors: {
        surface: { main: '#ffffff', contrast: '#1b1f24' },
        primary: { main: '#2f5bd3', contrast: '#ffffff' },
        error: { main: '#b42318', contrast: '#ffffff' },
        border: '#d0d7de',
        muted: '#57606a',
      },
      typography: { fontFamily: 'system-ui, sans-serif', fontSize: '16px' },
      radius: '8px',
    },
    components: { button: { radius: '6px' }, input: { radius: '6px' } },
  },
  dark: {
    globals: {
      colors: {
        surface: { main: '#0d1117', contrast: '#e6edf3' },
        primary: { main: '#6e9bff', contrast: '#0d1117' },
        error: { main: '#ff7b72', contrast: '#0d1117' },
        border: '#30363d',
        muted: '#8b949e',
      },
      typography: { fontFamily: 'system-ui, sans-serif', fontSize: '16px' },
      radius: '8px',
    },
    components: { button: { radius: '6px' }, input: { radius: '6px' } },
  },
};
