/** Bundled and installed in the app page before its scripts run (see keystroke.ts). */
import { installKeystrokeProbe } from './keystroke-probe.ts';

installKeystrokeProbe();
