export declare function figureLine(label: string, value: string, goal: string, meets: boolean | null): string;
export declare function recordFigures(title: string, lines: string[]): void;
