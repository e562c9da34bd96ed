"""The live class: the teacher's page (`/class`) and the student's (`/join`), and the parts they
share."""
