// npm runs workspace scripts inside apps/server; `.env` and a relative DATA_DIR are meant relative to
// where the command was typed (npm's INIT_CWD), as the README says.
import path from 'node:path';
import dotenv from 'dotenv';

const invocationDir = process.env.INIT_CWD ?? process.cwd();
dotenv.config({ path: path.join(invocationDir, '.env'), quiet: true });
