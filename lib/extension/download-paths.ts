// Where the extension's zips are served from: public/<folder>/ on disk, /<folder>/ on the site.
export const extensionDownloadsFolder = "downloads/extension";

export const extensionDownloadUrl = (file: string) => `/${extensionDownloadsFolder}/${file}`;
