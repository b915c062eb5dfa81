// Mantine's PostCSS preset: rem(), light-dark() and the rtl/dark helpers in the app's CSS modules.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
