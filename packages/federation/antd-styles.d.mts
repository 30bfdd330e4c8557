/** antd's rules that show or hide an element, reduced to their display and visibility. */
export declare function antdVisibilityCss(uiDir: string): Promise<string>;
