/** The curated antd modules of the UI kit, by module name: their files in the kit's `src/antd`. */
export declare const ANTD_MODULES: Record<string, string>;
/** The CSS of antd's components for each curated module, by module name. */
export declare function buildAntdStyles(uiDir: string, modules: Record<string, string>): Promise<Record<string, string>>;
/** antd's rules that show or hide an element, reduced to their display and visibility. */
export declare function antdVisibilityCss(uiDir: string): Promise<string>;
