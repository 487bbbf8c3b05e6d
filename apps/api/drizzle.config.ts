// drizzle-kit: `npm -w @crewbase/api run db:generate` writes SQL migrations into ./drizzle from the schema.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: undefined,
  strict: true,
});
