/// The report's styles and script, kept apart from the page they go in.
extension SnapshotReportPage {
    static let style = """
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #f6f6f4; color: #222; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        .case { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 12px 16px; margin: 16px 0; }
        .accept { margin: 0 0 8px; font-size: 13px; } .accept code { background: #f0f0ee; padding: 2px 6px; border-radius: 3px; }
        .case h2 { font-size: 16px; margin: 0 0 8px; font-family: monospace; display: flex; gap: 12px; align-items: center; }
        .kind { font: 12px sans-serif; padding: 2px 6px; border-radius: 4px; color: #fff; }
        .kind.changed { background: #b35c00; } .kind.new { background: #2a7d2a; } .kind.missing { background: #a12a2a; } .kind.versions { background: #5a4a9c; }
        .case h2 label, .case h2 a.next { font: 13px sans-serif; }
        a.next { color: #1a5fb4; }
        .pair { display: flex; gap: 16px; align-items: flex-start; }
        figure { margin: 0; flex: 1 1 0; min-width: 0; max-width: 900px; } figcaption { font-size: 12px; color: #666; margin-bottom: 4px; }
        .picture { position: relative; border: 1px solid #ccc; line-height: 0; }
        .picture img { display: block; width: 100%; height: auto; }
        .picture img.under { position: absolute; left: 0; top: 0; visibility: hidden; }
        .case.overlaid .picture img.under { visibility: visible; }
        .picture img.over { position: relative; }
        .case.overlaid .picture img.over { mix-blend-mode: difference; }
        .band { position: absolute; left: 0; right: 0; background: rgba(255, 196, 0, 0.28); border-left: 4px solid #e5a50a; pointer-events: none; }
        .steps { flex: 0 0 180px; font: 13px monospace; } .steps .caption { font: 12px sans-serif; color: #666; margin-bottom: 4px; }
        .steps ol { margin: 0; padding-left: 22px; }
        pre { background: #1e1e1e; color: #ddd; padding: 8px; overflow: auto; font-size: 12px; }
        pre .add { color: #7ec87e; } pre .remove { color: #f08080; } pre .hunk { color: #80b0f0; }
        .case h2 a.trace { font: 13px sans-serif; color: #1a5fb4; }
        .flows li { margin: 4px 0; } .flows pre { margin: 4px 0; white-space: pre-wrap; }
        """

    static let script = """
        document.querySelectorAll("input.overlay-toggle").forEach(function (box) {
          box.addEventListener("change", function () {
            var item = box.closest(".case");
            item.classList.toggle("overlaid", box.checked);
            item.querySelector("figure.now figcaption").textContent = box.checked ? "Now over recorded (overlay)" : "Now";
          });
        });
        document.querySelectorAll("button.copy").forEach(function (button) {
          button.addEventListener("click", function () {
            var command = button.dataset.command;
            var done = function () { button.textContent = "Copied"; document.body.dataset.copied = command; };
            // Where the clipboard is not offered (a file opened with no permission), the command
            // is selected and copied as a person would.
            var bySelection = function () {
              var range = document.createRange();
              range.selectNodeContents(button.previousElementSibling);
              window.getSelection().removeAllRanges();
              window.getSelection().addRange(range);
              if (document.execCommand("copy")) { done(); } else { button.textContent = "Selected: copy it"; }
            };
            if (navigator.clipboard && navigator.clipboard.writeText) {
              navigator.clipboard.writeText(command).then(done, bySelection);
            } else {
              bySelection();
            }
          });
        });
        window.addEventListener("error", function (event) { document.body.dataset.errors = (document.body.dataset.errors || "") + event.message + ";"; });
        window.addEventListener("load", function () {
          var images = Array.prototype.slice.call(document.querySelectorAll(".pair img:not(.under)"));
          document.body.dataset.imagesTotal = images.length;
          document.body.dataset.imagesLoaded = images.filter(function (image) { return image.complete && image.naturalWidth > 0; }).length;
        });
        """
}
