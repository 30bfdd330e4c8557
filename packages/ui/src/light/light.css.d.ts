// The light components' styles: the bundler puts light.css in the page; the import has no value.
export {};
