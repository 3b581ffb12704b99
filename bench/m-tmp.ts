import { printMonitFigures, runMonitBench } from './monit';
printMonitFigures(await runMonitBench({ label: 'SQLite', vehicles: 5000 }));
