// The web's test files that swap a module or the clock, each in a fresh module graph (see vitest.config.ts).
import { webProjects } from './vitest.config.ts';

export default webProjects[1];
