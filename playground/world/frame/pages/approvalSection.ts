// The frame page's approval panel (filled and shown by its script, page/createApprovalPanel.ts): a request waiting
// for the visitor, with Approve and Reject, as the real secure site shows it in the ApproveTransaction view's frame.
// The frame there is one view tall, so while the panel shows, the page drops its margins and its status lines.

export const approvalStyles = `<style>
  body.approving main { margin: 0 auto; padding: 16px; box-shadow: none; }
  body.approving h1 { font-size: 15px; margin-bottom: 8px; }
  body.approving main > .muted { display: none; }
  #approval h2 { font-size: 17px; margin: 0 0 4px; }
  #approval p { margin: 0 0 8px; }
  #approval pre { font: 12px/1.4 ui-monospace, monospace; background: #f6f8fa; border-radius: 6px; padding: 8px;
    margin: 0 0 8px; max-height: 96px; overflow: auto; white-space: pre-wrap; word-break: break-all; }
  #approval-error { color: #b3261e; }
  #approval-error:empty { display: none; }
</style>`

export const approvalSection = `<section id="approval" hidden aria-labelledby="approval-title">
<h2 id="approval-title">Approve the request</h2>
<p class="muted"><span id="approval-origin"></span> asks: <code id="approval-method"></code></p>
<pre id="approval-details" tabindex="0" aria-label="What is asked"></pre>
<p id="approval-error" role="alert"></p>
<button type="button" class="primary" id="approval-approve">Approve</button>
<button type="button" id="approval-reject">Reject</button>
</section>`
