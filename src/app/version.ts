/** The program's version, read from package.json: one place for `glp --version` and the OpenAPI document. */
import pkg from '../../package.json' with { type: 'json' };

export const VERSION: string = pkg.version;
