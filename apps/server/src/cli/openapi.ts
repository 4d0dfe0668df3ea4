// npm run openapi: writes docs/openapi.json from the routes' schemas (a test checks it is current).
import { writeFileSync } from 'node:fs';
import { OPENAPI_FILE, openApiDocument } from '../openapi-document.ts';

writeFileSync(OPENAPI_FILE, await openApiDocument());
console.log(`OpenAPI escrito en ${OPENAPI_FILE}`);
