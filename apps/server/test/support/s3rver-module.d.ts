// s3rver ships no typings; this is the part of its API the tests use.
declare module 's3rver' {
  interface Options {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  }
  export default class S3rver {
    constructor(options: Options);
    middleware: ((ctx: never, next: () => Promise<void>) => unknown)[];
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
