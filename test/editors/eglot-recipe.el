;;; eglot-recipe.el --- Runs the eglot recipe of docs/editors.md  -*- lexical-binding: t -*-
;; SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
;; The block after "<!-- test: eglot -->", evaluated exactly as written; then
;; a .mlir file with a nested-spec error is opened and the diagnostic (with
;; its code) and a hover are awaited. Run by run-editor-test.sh:
;;   EDITORS_MD=docs/editors.md E2E_FILE=x.mlir emacs --batch -l eglot-recipe.el
(require 'cl-lib)
(defvar recipe-failed 0)
(defun recipe-check (ok what &optional detail)
  (unless ok (setq recipe-failed (1+ recipe-failed)))
  (princ (format "%s %s %s\n" (if ok "PASS" "FAIL") what
                 (if detail (truncate-string-to-width (format "%S" detail) 300) ""))))
(defun recipe-finish ()
  (princ (format "eglot recipe: %d failed\n" recipe-failed))
  (kill-emacs (if (zerop recipe-failed) 0 1)))
(defun recipe-wait (predicate seconds)
  "Process events until PREDICATE holds or SECONDS pass."
  (let ((deadline (+ (float-time) seconds)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (funcall predicate)))

(let* ((doc (getenv "EDITORS_MD"))
       (file (getenv "E2E_FILE"))
       (text (with-temp-buffer (insert-file-contents doc) (buffer-string)))
       (recipe (and (string-match "<!-- test: eglot -->[ \t\n]*```elisp\n\\(\\(?:.\\|\n\\)*?\\)\n```" text)
                    (match-string 1 text))))
  (recipe-check recipe "recipe found")
  (unless recipe (recipe-finish))
  (with-temp-buffer
    (insert recipe)
    (goto-char (point-min))
    (condition-case form-error
        (while t (eval (read (current-buffer)) t))
      (end-of-file nil)
      (error (recipe-check nil "recipe evaluates" form-error))))
  (find-file file)
  (recipe-check (eq major-mode 'mlir-mode) "mlir-mode" major-mode)
  ;; eglot-ensure connects after the command that opened the file; batch
  ;; mode has no command loop, so run what it would.
  (run-hooks 'post-command-hook)
  (recipe-check (recipe-wait (lambda () (eglot-current-server)) 30) "eglot connected")
  (let ((server (eglot-current-server)))
    (unless server (recipe-finish))
    (recipe-check
     (recipe-wait
      (lambda ()
        (cl-some (lambda (d)
                   (string-match-p "layout-incompatible-index-bitwidth"
                                   (format "%s" (flymake-diagnostic-text d))))
                 (flymake-diagnostics)))
      30)
     "diagnostic with its code"
     (mapcar #'flymake-diagnostic-text (flymake-diagnostics)))
    (goto-char (point-min))
    (forward-line 2)
    (search-forward "index")
    (backward-char 3)
    (let* ((hover (jsonrpc-request server :textDocument/hover
                                   (eglot--TextDocumentPositionParams)))
           (contents (plist-get hover :contents))
           (value (if (stringp contents) contents (plist-get contents :value))))
      (recipe-check (and (stringp value) (string-match-p "index" value))
                    "hover answers" value))))
(recipe-finish)
