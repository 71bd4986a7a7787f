/**
 * One face of a TrueType/OpenType collection (.ttc) as a font file of its own: the collection's
 * faces share tables, which are copied out whole for the face asked for. Format: OpenType spec,
 * "Font Collections" (https://learn.microsoft.com/typography/opentype/spec/otff#font-collections).
 */

/** Whether `face` (a whole font file) names itself `family` in its name table. */
function names(file: Buffer, tableOffset: number, tableLength: number, family: string): boolean {
  const wanted = Buffer.from(family, 'utf16le').swap16();
  return file.subarray(tableOffset, tableOffset + tableLength).includes(wanted);
}

interface TableRecord {
  readonly tag: string;
  readonly checksum: number;
  readonly offset: number;
  readonly length: number;
}

function tablesAt(file: Buffer, directory: number): TableRecord[] {
  const count = file.readUInt16BE(directory + 4);
  return Array.from({ length: count }, (_, index) => {
    const record = directory + 12 + 16 * index;
    return {
      tag: file.toString('latin1', record, record + 4),
      checksum: file.readUInt32BE(record + 4),
      offset: file.readUInt32BE(record + 8),
      length: file.readUInt32BE(record + 12),
    };
  });
}

/** The face of `collection` whose name table holds `family` (UTF-16BE), as a standalone font. */
export function ttcFace(collection: Buffer, family: string): Buffer {
  if (collection.toString('latin1', 0, 4) !== 'ttcf') throw new Error('not a font collection');
  const faces = collection.readUInt32BE(8);
  for (let face = 0; face < faces; face += 1) {
    const directory = collection.readUInt32BE(12 + 4 * face);
    const tables = tablesAt(collection, directory);
    const name = tables.find((table) => table.tag === 'name');
    if (!name || !names(collection, name.offset, name.length, family)) continue;
    const header = Buffer.alloc(12 + 16 * tables.length);
    collection.copy(header, 0, directory, directory + 12);
    let at = header.length;
    const bodies = tables.map((table, index) => {
      const body = Buffer.alloc((table.length + 3) & ~3);
      collection.copy(body, 0, table.offset, table.offset + table.length);
      const record = 12 + 16 * index;
      header.write(table.tag, record, 'latin1');
      header.writeUInt32BE(table.checksum, record + 4);
      header.writeUInt32BE(at, record + 8);
      header.writeUInt32BE(table.length, record + 12);
      at += body.length;
      return body;
    });
    return Buffer.concat([header, ...bodies]);
  }
  throw new Error(`no face named ${family} in the collection`);
}
