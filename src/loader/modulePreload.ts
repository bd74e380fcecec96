/**
 * Has the browser fetch one ES module and check it against a Subresource Integrity hash, through a
 * `<link rel="modulepreload" integrity>`. The checked module lands in the page's module map, so the import() that
 * follows takes it from there and never downloads a second, unchecked copy; a module whose bytes differ from the
 * hash fails here, and the import of its URL fails with it. Resolves once the module is in.
 */
export function modulePreload(url: string, integrity: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.integrity = integrity;
    link.href = url;
    // The link has done its work once the module is in the map: it leaves <head>, as the page had it.
    link.onload = () => { link.remove(); resolve(); };
    link.onerror = () => { link.remove(); reject(Error(`${url} failed its integrity check`)); };
    document.head.append(link);
  });
}
