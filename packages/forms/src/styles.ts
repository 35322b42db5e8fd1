/**
 * The forms' own styles (the admin gate, the work log), beside the ui stylesheet the fields use.
 * Published as `@grand-river/forms/styles.css`; in this repository, this file.
 */
import "./admin/AdminGate.css.js";
import "./worklog/WorklogForm.css.js";
