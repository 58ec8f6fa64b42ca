/**
 * `npm run user:create -- --email you@example.com [--password …] [--role admin|editor|author]`: adds a back-office
 * user to the database of DATABASE_URL, an admin unless --role says otherwise (decision 048). Without --password it
 * asks for one on a terminal, or generates one and prints it once.
 */
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/database.ts';
import { createUser, STAFF_ROLES, UserInputError, type StaffRole } from '../modules/auth/users.ts';

async function askPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question('Password (empty: generate one): ');
  } finally {
    rl.close();
  }
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', default: 'admin' },
  },
});
const role = STAFF_ROLES.find((known) => known === values.role);
if (!values.email || !role) {
  console.error(
    'Usage: npm run user:create -- --email you@example.com [--password …] [--role admin|editor|author]',
  );
  process.exit(2);
}
let password = values.password ?? (process.stdin.isTTY ? await askPassword() : '');
const generated = password === '';
if (generated) password = randomBytes(18).toString('base64url');

const database = await openDatabase();
try {
  await database.migrate();
  const user = await createUser(database.db, {
    email: values.email,
    password,
    role: role satisfies StaffRole,
  });
  console.log(`Created back-office user #${user.id} ${user.email} (${user.role})`);
  if (generated) console.log(`Generated password (shown once): ${password}`);
} catch (error) {
  if (error instanceof UserInputError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
