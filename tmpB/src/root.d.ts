export declare const PACKAGE_ROOT: string;
