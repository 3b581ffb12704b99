// `npx tsx packages/domain/src/engine/bench-cli.ts [days]`: the engine over a simulated vehicle-month.
import { benchEngine } from './bench';

const days = Number(globalThis.process?.argv?.[2] ?? 30) || 30;
benchEngine({ days });
