// Once per run: the data dir every test app starts from (test/app-template.ts), removed when the run ends.
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { createAppTemplate } from './app-template.js';

export default async function setup(project: TestProject) {
  const template = await createAppTemplate();
  project.provide('appTemplate', template);
  return () => rmSync(template.dataDir, { recursive: true, force: true });
}
