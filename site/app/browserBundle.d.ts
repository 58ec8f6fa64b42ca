interface ImportMetaEnv {
  /**
   * `true` in the browser build only (site/vite.config.ts's client `define`), absent in the server build and in
   * tests, which render like the server. Vite writes it into each file, so `import.meta.env.BROWSER_BUNDLE ? null :
   * Component` drops `Component` and its static import from the browser's code (decision 041). A constant exported
   * from a module would not: Rolldown keeps a module another chunk imports even when the import is behind `false`.
   */
  readonly BROWSER_BUNDLE?: true;
}
