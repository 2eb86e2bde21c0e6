import type { GivingBlock as GivingBlockData } from "@/types/generated/content";
import { buttonStyles } from "@/site/components/button-styles";
import { SectionShell } from "@/site/components/section-shell";
import { useWords } from "@/site/data/words-context";
import { givingStyles as s } from "./giving-styles";
import { pixCodeOf } from "./pix-code";
import { givingWords } from "./giving-words";

/** One labelled fact (a key, an agency): a term and its value. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div css={s.fact}>
      <dt css={s.factLabel}>{label}</dt>
      <dd css={s.factValue}>{value}</dd>
    </div>
  );
}

/**
 * The church's PIX: the QR code and the "copia e cola" code, both built from the key at build time, and
 * buttons that copy them (src/site/browser/copy-buttons.ts). Without JavaScript the buttons hide and the code
 * stays selectable text. No payment data passes through the site: the giver's bank app does it all.
 */
export function GivingBlock({ block }: { block: GivingBlockData }) {
  const { pix, bank } = block;
  const code = pixCodeOf(pix);
  const base = block.id ?? "contribua";
  const codeId = `${base}-codigo-pix`;
  const keyId = `${base}-chave-pix`;
  const { notices } = useWords();
  const words = givingWords(block);
  return (
    <SectionShell id={block.id} tone={block.tone === "creme" ? "cream" : "light"} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      <div css={s.card}>
        <figure css={s.qr}>
          {/* SVG drawn at build time from the QR library's modules; its one text, the label, is escaped. */}
          <div dangerouslySetInnerHTML={{ __html: code.qrSvg }} />
        </figure>
        <div css={s.details}>
          <dl css={s.facts}>
            <div css={s.fact}>
              <dt css={s.factLabel}>
                {`${words.pixKeyLabel} (`}
                {words.keyTypes[pix.keyType]})
              </dt>
              <dd id={keyId} css={s.factValue}>
                {pix.key}
              </dd>
            </div>
            <Fact label={words.beneficiaryLabel} value={pix.beneficiary} />
          </dl>
          <div>
            <label htmlFor={codeId} css={s.codeLabel}>
              {words.codeLabel}
            </label>
            <textarea id={codeId} css={s.code} readOnly rows={7} value={code.payload} spellCheck={false} />
          </div>
          <div css={s.actions}>
            <button
              type="button"
              css={buttonStyles.primario}
              data-requires-js
              data-copy={codeId}
              data-copy-done={words.codeCopied}
              data-copy-failed={notices.copyFailed}
            >
              {words.copyCode}
            </button>
            <button
              type="button"
              css={buttonStyles.secundario}
              data-requires-js
              data-copy={keyId}
              data-copy-done={words.keyCopied}
              data-copy-failed={notices.copyFailed}
            >
              {words.copyKey}
            </button>
          </div>
        </div>
      </div>
      {bank && (
        <div css={s.bank}>
          <h3 css={s.bankHeading}>{words.bankHeading}</h3>
          <dl css={s.facts}>
            <Fact label={words.bankLabel} value={bank.bank} />
            <Fact label={words.agencyLabel} value={bank.agency} />
            <Fact label={words.accountLabel} value={bank.account} />
            <Fact label={words.holderLabel} value={bank.holder} />
            {bank.cnpj && <Fact label={words.cnpjLabel} value={bank.cnpj} />}
          </dl>
        </div>
      )}
      <p css={s.note}>{block.note}</p>
    </SectionShell>
  );
}
