/**
 * XsdSchema names libxml2's prose errors by XSD 1.0 validation rules (LIBXML2_MESSAGES in xsd.ts).
 * Every entry of that table is produced here by a generated document and schema, through the real
 * libxml2 (xmllint-wasm): the message must match that entry and no earlier one, and the rule must
 * report the entry's constraint at the right path. A reworded libxml2 message fails here.
 */
import { validateXML } from 'xmllint-wasm';
import { describe, expect, it } from 'vitest';
import { checkRule } from '../index.js';
import { LIBXML2_MESSAGES, libxml2Entry } from './xsd.js';

const XS = 'xmlns:xs="http://www.w3.org/2001/XMLSchema"';
const XSI = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';

/** One schema that every fixture below breaks in one place. */
const XSD = `<xs:schema ${XS}>
<xs:element name="quest"><xs:complexType><xs:sequence>
<xs:element name="title"><xs:simpleType><xs:restriction base="xs:string"><xs:maxLength value="5"/></xs:restriction></xs:simpleType></xs:element>
<xs:element name="reward" maxOccurs="3"><xs:complexType><xs:simpleContent><xs:extension base="xs:positiveInteger"><xs:attribute name="amount" type="xs:byte"/></xs:extension></xs:simpleContent></xs:complexType></xs:element>
<xs:element name="level" type="xs:decimal" minOccurs="0"/>
<xs:element name="fixed" type="xs:string" fixed="F" minOccurs="0"/>
<xs:element name="note" type="xs:string" minOccurs="0"/>
<xs:element name="empty" minOccurs="0"><xs:complexType/></xs:element>
<xs:element name="any" minOccurs="0"><xs:complexType><xs:sequence><xs:any processContents="strict"/></xs:sequence></xs:complexType></xs:element>
<xs:element name="items" minOccurs="0"><xs:complexType><xs:sequence><xs:element name="item" maxOccurs="unbounded"><xs:complexType><xs:attribute name="id" type="xs:string"/><xs:attribute name="tag" type="xs:string"/><xs:attribute name="ref" type="xs:string"/></xs:complexType></xs:element></xs:sequence></xs:complexType>
<xs:key name="byId"><xs:selector xpath="item"/><xs:field xpath="@id"/></xs:key>
<xs:unique name="byTag"><xs:selector xpath="item"/><xs:field xpath="@tag"/></xs:unique>
<xs:keyref name="toId" refer="byId"><xs:selector xpath="item"/><xs:field xpath="@ref"/></xs:keyref>
</xs:element>
</xs:sequence><xs:attribute name="v" type="xs:string" fixed="1"/><xs:attribute name="code" type="xs:string" use="required"/></xs:complexType></xs:element></xs:schema>`;

const quest = (inner: string, attributes = '') => `<quest code="q"${attributes}><title>Ash</title><reward>5</reward>${inner}</quest>`;

/** A document for each entry, and the first error the rule must report for it. */
const FIXTURES: Record<(typeof LIBXML2_MESSAGES)[number]['id'], { xml: string; path: string; constraint: string }> = {
  facet: { xml: '<quest code="q"><title>Ashes of Vel</title><reward>5</reward></quest>', path: '/quest/title', constraint: 'cvc-maxLength-valid' },
  'atomic-integer-bound': { xml: quest('<reward amount="200">1</reward>'), path: '/quest/reward[2]/@amount', constraint: 'cvc-maxInclusive-valid' },
  atomic: { xml: quest('<level>high</level>'), path: '/quest/level', constraint: 'cvc-datatype-valid.1.2.1' },
  'strict-wildcard': { xml: quest('<any><loot/></any>'), path: '/quest/any/loot', constraint: 'cvc-complex-type.2.4' },
  'not-expected': { xml: '<quest code="q"><reward>5</reward></quest>', path: '/quest/reward', constraint: 'cvc-complex-type.2.4' },
  'missing-child': { xml: '<quest code="q"><title>Ash</title></quest>', path: '/quest', constraint: 'cvc-complex-type.2.4' },
  'empty-content': { xml: quest('<empty>text</empty>'), path: '/quest/empty', constraint: 'cvc-complex-type.2.1' },
  'element-only': { xml: '<quest code="q">hello<title>Ash</title><reward>5</reward></quest>', path: '/quest', constraint: 'cvc-complex-type.2.3' },
  'simple-type-children': { xml: quest('<note><b/></note>'), path: '/quest/note', constraint: 'cvc-type.3.1.2' },
  'attribute-missing': { xml: '<quest><title>Ash</title><reward>5</reward></quest>', path: '/quest/@code', constraint: 'cvc-complex-type.4' },
  'attribute-not-allowed': { xml: quest('', ' colour="red"'), path: '/quest/@colour', constraint: 'cvc-complex-type.3.2.2' },
  'attribute-fixed': { xml: quest('', ' v="2"'), path: '/quest/@v', constraint: 'cvc-complex-type.3.1' },
  'element-fixed': { xml: quest('<fixed>G</fixed>'), path: '/quest/fixed', constraint: 'cvc-elt.5.2.2.2.2' },
  'no-global-declaration': { xml: '<questline/>', path: '/questline', constraint: 'cvc-elt.1' },
  'not-nillable': { xml: `<quest code="q" ${XSI}><title>Ash</title><reward>5</reward><note xsi:nil="true"/></quest>`, path: '/quest/note', constraint: 'cvc-elt.3.1' },
  'xsi-type-qname': { xml: `<quest code="q" ${XSI}><title>Ash</title><reward>5</reward><note xsi:type="t:nope">x</note></quest>`, path: '/quest/note/@xsi:type', constraint: 'cvc-elt.4.1' },
  'xsi-type-unresolved': { xml: `<quest code="q" ${XSI} ${XS}><title>Ash</title><reward>5</reward><note xsi:type="xs:nope">x</note></quest>`, path: '/quest/note/@xsi:type', constraint: 'cvc-elt.4.2' },
  'xsi-type-not-derived': { xml: `<quest code="q" ${XSI} ${XS}><title>Ash</title><reward>5</reward><level xsi:type="xs:string">1</level></quest>`, path: '/quest/level/@xsi:type', constraint: 'cvc-elt.4.3' },
  'unique-duplicate': { xml: quest('<items><item id="a" tag="t"/><item id="b" tag="t"/></items>'), path: '/quest/items/item[2]', constraint: 'cvc-identity-constraint.4.1' },
  'key-duplicate': { xml: quest('<items><item id="a"/><item id="a"/></items>'), path: '/quest/items/item[2]', constraint: 'cvc-identity-constraint.4.2.2' },
  'key-field-missing': { xml: quest('<items><item tag="t"/></items>'), path: '/quest/items/item', constraint: 'cvc-identity-constraint.4.2.1' },
  'keyref-unmatched': { xml: quest('<items><item id="a" ref="b"/></items>'), path: '/quest/items/item', constraint: 'cvc-identity-constraint.4.3' },
};

/** libxml2 wants newlines to tell elements apart by line; put each element of interest on its own line. */
const lined = (xml: string) => xml.replace(/></g, '>\n<');

describe('libxml2 messages and the XSD 1.0 rules they map to', () => {
  it('has a fixture for every entry of the table, and an example that matches its own pattern', () => {
    expect(Object.keys(FIXTURES).sort()).toEqual(LIBXML2_MESSAGES.map((entry) => entry.id).sort());
    for (const entry of LIBXML2_MESSAGES) expect(libxml2Entry(entry.example)?.id, entry.id).toBe(entry.id);
  });

  for (const entry of LIBXML2_MESSAGES) {
    it(`${entry.id}: libxml2's message maps to ${FIXTURES[entry.id].constraint} at ${FIXTURES[entry.id].path}`, async () => {
      const fixture = FIXTURES[entry.id];
      const xml = lined(fixture.xml);
      const { errors } = await validateXML({ xml: [{ fileName: 'value.xml', contents: xml }], schema: [{ fileName: 'schema.xsd', contents: XSD }] });
      const messages = errors.filter((error) => /validity error/.test(error.message)).map((error) => error.message);
      expect(messages.map((message) => libxml2Entry(message)?.id), messages.join('\n')).toContain(entry.id);
      const field = { key: 'quest_xml', kind: 'text' } as const;
      const result = await checkRule(field, { rule: 'XsdSchema', params: { xsd: XSD } }, xml);
      const reported = (result.measured?.errors as { path: string; constraint: string }[] | undefined) ?? [];
      expect(reported, JSON.stringify(result)).toContainEqual(expect.objectContaining({ path: fixture.path, constraint: fixture.constraint }));
    });
  }

  it('refuses a schema that does not compile as invalid params, saying why', async () => {
    const field = { key: 'quest_xml', kind: 'text' } as const;
    const xsd = `<xs:schema ${XS}><xs:element name="quest"><xs:complexType><xs:sequence><xs:element name="a" abstract="true"/></xs:sequence></xs:complexType></xs:element></xs:schema>`;
    const result = await checkRule(field, { rule: 'XsdSchema', params: { xsd } }, '<quest/>');
    expect(result.code).toBe('schema_rule_params_invalid');
    expect(result.message).toContain("xsd is not a valid XSD 1.0 schema document (Element '{http://www.w3.org/2001/XMLSchema}element': The attribute 'abstract' is not allowed.)");
  });
});
