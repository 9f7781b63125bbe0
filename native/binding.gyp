{
  "targets": [
    {
      "target_name": "link_kit_beneath",
      "sources": ["beneath.c"],
      "cflags": ["-O2", "-Wall", "-Wextra", "-Werror"]
    }
  ]
}
