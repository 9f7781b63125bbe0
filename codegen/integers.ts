// The integer formats schemars emits, with their real ranges. Shared by the TypeScript pre-pass
// (which types 64-bit formats as U64/I64) and the ajv keyword (which checks the range exactly).

export interface IntegerFormat {
  min: bigint;
  max: bigint;
  /** The TypeScript type a value of this format has after lossless parsing. */
  tsType: "number" | "U64" | "I64";
}

const range = (bits: number, signed: boolean, tsType: IntegerFormat["tsType"]): IntegerFormat =>
  signed
    ? { min: -(1n << BigInt(bits - 1)), max: (1n << BigInt(bits - 1)) - 1n, tsType }
    : { min: 0n, max: (1n << BigInt(bits)) - 1n, tsType };

export const INTEGER_FORMATS: Readonly<Record<string, IntegerFormat>> = {
  uint8: range(8, false, "number"),
  uint16: range(16, false, "number"),
  uint32: range(32, false, "number"),
  uint64: range(64, false, "U64"),
  uint: range(64, false, "U64"),
  int8: range(8, true, "number"),
  int16: range(16, true, "number"),
  int32: range(32, true, "number"),
  int64: range(64, true, "I64"),
  int: range(64, true, "I64"),
};

/** The keyword the ajv pre-pass puts where schemars wrote `type: integer` with a format. */
export const INTEGER_KEYWORD = "linkInteger";
