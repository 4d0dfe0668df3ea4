import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'agro',
  colors: {
    agro: [
      '#eef7ec',
      '#dcefd7',
      '#b7ddac',
      '#8fca7e',
      '#6eba58',
      '#58b03f',
      '#4aa832',
      '#3a9225',
      '#2f7d32',
      '#1f6a18',
    ],
  },
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  defaultRadius: 'md',
});
