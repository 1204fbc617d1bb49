// graphql-codegen: TypeScript types for the admin's GraphQL operations,
// generated from the server's schema files (graph/*.graphqls) into
// src/gql/. `npm run build` runs it first; the output is committed and
// scripts/check-web.sh fails when it is stale.
import type { CodegenConfig } from '@graphql-codegen/cli';

// CODEGEN_OUT lets the freshness check generate into a scratch directory.
const out = process.env.CODEGEN_OUT ?? 'src/gql/';

const config: CodegenConfig = {
  schema: '../graph/*.graphqls',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**'],
  ignoreNoDocuments: false,
  generates: {
    [out]: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'string', Date: 'string', ID: 'string', Upload: 'File', JSON: 'unknown', AnswerValue: 'unknown' },
        strictScalars: true,
      },
    },
  },
  silent: true,
};

export default config;
