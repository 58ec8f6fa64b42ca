/** Loads the site's server build and every chunk of it, in name order (loadServerBuild.js). */
export function loadServerBuild(serverBuildPath: string): Promise<unknown>;
