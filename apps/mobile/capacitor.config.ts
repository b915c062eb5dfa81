/** The Android and iOS shells: the built customer web app (apps/web/dist) inside a native WebView. */
import type { CapacitorConfig } from '@capacitor/cli';

// The bank's colours (spec §9, universe "start"): splash and status bar match the web app's header.
const BRAND_ORANGE = '#F17030';

const config: CapacitorConfig = {
  appId: 'tn.albaraka.baraka',
  appName: 'Al Baraka',
  webDir: '../web/dist',
  android: { allowMixedContent: false, captureInput: true },
  ios: { contentInset: 'never' },
  plugins: {
    SplashScreen: {
      launchShowDuration: 1500,
      launchAutoHide: true,
      backgroundColor: BRAND_ORANGE,
      androidScaleType: 'CENTER_CROP',
      showSpinner: false,
      splashFullScreen: false,
      splashImmersive: false,
    },
    StatusBar: { style: 'LIGHT', backgroundColor: BRAND_ORANGE, overlaysWebView: false },
    // The app is served from the device (https://localhost, capacitor://localhost) and calls the bank's
    // gateway on another origin: native HTTP makes those calls without needing CORS on the API.
    CapacitorHttp: { enabled: true },
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
};

export default config;
