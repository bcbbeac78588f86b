/**
 * A tagged PDF with pdf-lib's low-level objects (ISO 32000-1 §14.7–14.8; docs/decisions/0126-binder-tagged-pdf.md):
 * every drawn piece of content is a marked-content sequence with an MCID, owned by a structure element
 * (Document > H1/H2/P/Table > TR > TH/TD), reached through the StructTreeRoot and its ParentTree; page
 * furniture (rules, page numbers) is an /Artifact. The catalog says /MarkInfo << /Marked true >>, and
 * the outline (/Outlines) lists the headings. Pure: objects in, objects out.
 */
import {
  PDFOperatorNames as Ops,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';

export interface StructNode {
  type: 'Document' | 'H1' | 'H2' | 'P' | 'Table' | 'TR' | 'TH' | 'TD' | 'Figure';
  kids: (StructNode | { mcid: number; page: PDFPage })[];
  /** Alternate text (a figure's). */
  alt?: string;
}

export class TaggedContent {
  readonly root: StructNode = { type: 'Document', kids: [] };
  /** Per page, the element owning each MCID (the ParentTree's array). */
  private readonly owners = new Map<PDFPage, StructNode[]>();
  private readonly outline: { title: string; page: PDFPage; y: number }[] = [];

  element(type: StructNode['type'], parent: StructNode = this.root, alt?: string): StructNode {
    const node: StructNode = alt === undefined ? { type, kids: [] } : { type, kids: [], alt };
    parent.kids.push(node);
    return node;
  }

  /** Runs `draw` inside a marked-content sequence belonging to `node`. */
  mark(page: PDFPage, node: StructNode, draw: () => void): void {
    const owners = this.owners.get(page) ?? [];
    this.owners.set(page, owners);
    const mcid = owners.length;
    owners.push(node);
    // An inline property list (`<< /MCID n >>`), which pdf-lib's operator type does not list but writes as is.
    const properties = page.doc.context.obj({ MCID: mcid }) as unknown as PDFName;
    page.pushOperators(PDFOperator.of(Ops.BeginMarkedContentSequence, [PDFName.of(node.type), properties]));
    draw();
    page.pushOperators(PDFOperator.of(Ops.EndMarkedContent));
    node.kids.push({ mcid, page });
  }

  /** Runs `draw` as an artifact (page furniture, not content). */
  artifact(page: PDFPage, draw: () => void): void {
    page.pushOperators(PDFOperator.of(Ops.BeginMarkedContent, [PDFName.of('Artifact')]));
    draw();
    page.pushOperators(PDFOperator.of(Ops.EndMarkedContent));
  }

  /** An outline entry pointing at `y` on `page`. */
  bookmark(title: string, page: PDFPage, y: number): void {
    this.outline.push({ title, page, y });
  }

  /** Writes the structure tree, the catalog's marks and the outline into `doc`. */
  finish(doc: PDFDocument): void {
    const { context, catalog } = doc;
    const refs = new Map<StructNode, PDFRef>();
    const assign = (node: StructNode) => {
      refs.set(node, context.nextRef());
      for (const kid of node.kids) if ('type' in kid) assign(kid);
    };
    assign(this.root);
    const rootRef = context.nextRef();
    const write = (node: StructNode, parent: PDFRef) => {
      const kids = node.kids.map((kid) => {
        if ('type' in kid) {
          write(kid, refs.get(node) as PDFRef);
          return refs.get(kid) as PDFRef;
        }
        return context.obj({ Type: 'MCR', Pg: kid.page.ref, MCID: kid.mcid });
      });
      const dict = context.obj({ Type: 'StructElem', S: node.type, P: parent, K: kids });
      if (node.alt !== undefined) dict.set(PDFName.of('Alt'), PDFHexString.fromText(node.alt));
      context.assign(refs.get(node) as PDFRef, dict);
    };
    write(this.root, rootRef);

    const nums: (number | PDFRef[])[] = [];
    doc.getPages().forEach((page, index) => {
      page.node.set(PDFName.of('StructParents'), PDFNumber.of(index));
      page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
      nums.push(
        index,
        (this.owners.get(page) ?? []).map((node) => refs.get(node) as PDFRef),
      );
    });
    const parentTree = context.obj({ Nums: nums.map((n) => (typeof n === 'number' ? n : context.obj(n))) });
    context.assign(
      rootRef,
      context.obj({
        Type: 'StructTreeRoot',
        K: [refs.get(this.root) as PDFRef],
        ParentTree: context.register(parentTree),
        ParentTreeNextKey: doc.getPageCount(),
      }),
    );
    catalog.set(PDFName.of('StructTreeRoot'), rootRef);
    catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
    this.writeOutline(doc);
  }

  private writeOutline(doc: PDFDocument): void {
    if (this.outline.length === 0) return;
    const { context, catalog } = doc;
    const outlinesRef = context.nextRef();
    const itemRefs = this.outline.map(() => context.nextRef());
    this.outline.forEach((entry, i) => {
      const item = context.obj({
        Parent: outlinesRef,
        Dest: [entry.page.ref, 'XYZ', null, entry.y, null],
      });
      item.set(PDFName.of('Title'), PDFHexString.fromText(entry.title));
      const prev = itemRefs[i - 1];
      const next = itemRefs[i + 1];
      if (prev) item.set(PDFName.of('Prev'), prev);
      if (next) item.set(PDFName.of('Next'), next);
      context.assign(itemRefs[i] as PDFRef, item);
    });
    context.assign(
      outlinesRef,
      context.obj({
        Type: 'Outlines',
        First: itemRefs[0] as PDFRef,
        Last: itemRefs.at(-1) as PDFRef,
        Count: itemRefs.length,
      }),
    );
    catalog.set(PDFName.of('Outlines'), outlinesRef);
    catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
  }
}
