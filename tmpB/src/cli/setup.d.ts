import { type Check } from "../setup/doctor.js";
import type { Command } from "./command.js";
export declare const SETUP_COMMANDS: Command[];
export declare const DOCTOR_COMMANDS: Command[];
export type { Check };
