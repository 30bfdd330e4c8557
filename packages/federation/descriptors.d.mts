export declare const workspaceRoot: string;
export declare function descriptorPath(appDir: string): string;
/** The parsed `remote.json` of a remote, unchecked: the RemoteDescriptor contract checks it. */
export declare function readRemoteDescriptor(appDir: string): unknown;
export declare function remoteFolders(root?: string): string[];
export declare function readRemoteDescriptors(root?: string): unknown[];
