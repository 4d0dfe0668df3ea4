// npm run create-admin -- --email someone@example.cl [--nombre "Nombre"] [--role Dev]
// The password is read from stdin (piped) or asked at a prompt without echo.
import '../load-env.ts';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { emailSchema, passwordSchema } from '@agro/domain/schemas/auth';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { admin, usuario } from '../db/schema/index.ts';
import { hashPassword } from '../lib/crypto.ts';
import { findUserByEmail } from '../modules/usuario/service.ts';

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let data = '';
    for await (const chunk of process.stdin) data += chunk;
    return data.split(/\r?\n/)[0] ?? '';
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const out = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WritableStream };
  process.stdout.write('Contraseña: ');
  out._writeToOutput = () => undefined;
  const answer = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stdout.write('\n');
  return answer;
}

const { values } = parseArgs({
  options: { email: { type: 'string' }, nombre: { type: 'string' }, role: { type: 'string' } },
});
const email = emailSchema.safeParse(values.email ?? '');
if (!email.success) {
  console.error(
    'Uso: npm run create-admin -- --email correo@dominio.cl [--nombre "Nombre"] [--role Admin|Dev]',
  );
  process.exit(2);
}
const role = values.role === 'Dev' ? 'Dev' : 'Admin';
const password = passwordSchema.safeParse(await readPassword());
if (!password.success) {
  console.error(
    'La contraseña debe tener entre 10 y 20 caracteres, minúscula, mayúscula, número y carácter especial.',
  );
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config.databaseUrl, config.dataDir);
try {
  if (await findUserByEmail(database.db, email.data)) {
    console.error(`Ya existe un usuario con el email ${email.data}`);
    process.exitCode = 1;
  } else {
    const passwordHash = await hashPassword(password.data);
    await database.db.transaction(async (tx) => {
      const [u] = await tx
        .insert(usuario)
        .values({ email: email.data, passwordHash, tipoUsuario: role })
        .returning();
      await tx
        .insert(admin)
        .values({ usuarioId: u!.usuarioId, nombre: values.nombre ?? email.data.split('@')[0]! });
    });
    console.log(`${role} ${email.data} creado.`);
  }
} finally {
  await database.close();
}
