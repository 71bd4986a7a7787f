// The module-federation boundary: shared modules (react, the UI kit) load before the app starts.
import('./bootstrap');
